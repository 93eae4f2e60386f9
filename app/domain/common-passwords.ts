// Passwords people pick most often (the top of the public leaked-password lists, plus Nepali names,
// places and phrases), lowercase. Only entries of 8 characters or more: shorter ones are refused
// for their length already. Checked case-insensitively by password-rules.ts.
export const COMMON_PASSWORDS: readonly string[] = `
00000000 000000000 0000000000 11111111 111111111 1111111111 11111112 11112222 11223344 12121212
123123123 123321123 12341234 12344321 1234512345 123454321 123456123 12345678 123456789 1234567890
12345678910 123456789a 12345678a 12345678q 12345679 1234567a 1234567q 123456aa 123456abc 123456qwe
12345abc 12345qwert 12345qwerty 12348765 1234abcd 1234qwer 123abc123 123qwe123 123qweasd
123qweasdzxc 12qwaszx 13131313 14141414 147258369 147852369 159357456 159753456 1a2b3c4d 1password
1q2w3e4r 1q2w3e4r5 1q2w3e4r5t 1q2w3e4r5t6y 1qaz2wsx 1qaz2wsx3edc 1qazxsw2 20202020 21212121 22222222
2wsx3edc 33333333 3edc4rfv 44444444 55555555 66666666 69696969 741852963 77777777 789456123 87654321
88888888 963852741 987654321 9876543210 99999999 a1234567 a12345678 a123456789 a1b2c3d4 a1s2d3f4
aa123456 abc12345 abc123456 abc123abc abcd1234 abcdefg1 abcdefgh adhikari admin123 admin1234
admin12345 administrator administrator1 alexander andrew123 angel123 angelina anil1234 anthony1
arsenal1 aryal123 asdf1234 asdfasdf asdfgh123 asdfghjk asdfghjkl asdfghjkl1 asdfghjkl123 ashley123
autumn123 babygirl babygirl1 bangladesh barcelona baseball baseball1 basketball basnet123 batman123
beautiful benjamin bhadaa123 bhaktapur bhattarai bikash123 biratnagar bishnu123 blessing blink182
buddha123 butterfly changeme changeme1 changeme123 charlie1 chelsea1 chitwan123 chocolate
christopher computer computer1 computer123 contraseña corvette cristiano dahal123 danielle deepak123
default1 dinesh123 dragon123 dragonball einstein elephant everest1 facebook facebook1 flower123
football football1 forever1 freedom1 ganesh123 ganesh1234 goodluck google123 gorkha123 guest123
gurung123 handsome hanuman123 happiness happy123 hello123 hello1234 helloworld himalaya himalayan
hockey123 hunter123 ilovegod ilovenepal iloveu123 iloveyou iloveyou1 iloveyou2 india123 india@123
instagram internet internet1 iphone123 jaimatadi jaishreeram jennifer jessica1 jesus123 jesuschrist
jonathan jordan23 joshua123 karki123 kathmandu kathmandu1 kathmandu123 khadka123 killer123 krishna1
krishna123 kumar123 lalitpur1 lamichhane laxmi123 letmein1 letmein123 linkedin liverpool login123
lovelove lovely123 loveyou1 magar123 mahato123 mahesh123 manchester manutd123 master123 matthew1
maverick mercedes messi123 michael1 michael123 michelle microsoft midnight mnbvcxz1 money123
monkey123 motdepasse mounteverest mustang1 mynepal1 mypass123 mypassword myspace1 namaste1
namaste123 naruto123 nepal123 nepal1234 nepal12345 nepal@123 nepali123 newpassword nicholas nokia123
nopassword omnamahshivaya p@ssw0rd p@ssword pa$$word pakistan pandey123 pass1234 pass12345 passpass
passw0rd password password! password#1 password01 password1 password11 password12 password123
password1234 password2 password99 password@123 passwort pokemon1 pokhara123 poudel123 prakash123
princess princess1 q1234567 q1w2e3r4 q1w2e3r4t5 q1w2e3r4t5y6 q2w3e4r5 qazwsxedc qwe12345 qwe123qwe
qweasdzxc qweqweqwe qwer1234 qwerty01 qwerty11 qwerty12 qwerty123 qwerty1234 qwertyqwerty qwertyu1
qwertyui qwertyuiop qwertyuiop1 radhakrishna rai12345 rajesh123 ramesh123 realmadrid robert123
ronaldo7 root1234 rootroot samantha samsung1 samsung123 sanjay123 santosh123 saraswati secret123
senha123 shadow123 sharma123 shiva1234 shrestha1 shrestha123 soccer123 spiderman spring123 starwars
starwars1 summer123 sunil123 sunshine sunshine1 superman superman1 suresh123 sushil123 sweetheart
tamang123 test1234 test12345 testing1 testing123 testtest thapa123 tigger123 toor1234 trustno1
twitter1 user1234 victoria welcome1 welcome123 welcomewelcome whatever whatsapp william1 windows10
windows7 winter123 yadav123 youtube1 z1x2c3v4 zaq12wsx zaq1zaq1 zxcvbnm1 zxcvbnm123 zxcvbnma
`
  .trim()
  .split(/\s+/)
