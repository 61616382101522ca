TRANSCRIPTS = [
    "anno domini mccclx", "item to the vicar", "received of john smyth",
    "paid for wax candles", "to the churchwardens", "for mending the bell rope",
    "item for bread and wine", "summa totalis",
]

CHARSET = sorted(set("".join(TRANSCRIPTS)))
INDEX = {c: k for k, c in enumerate(CHARSET)}
