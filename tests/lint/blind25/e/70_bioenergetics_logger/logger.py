import csv, io

RAW = "day,temp\n1,7\n2,7.5\n3,8\n4,9\n5,9.5\n6,10\n7,12\n8,12.5\n"

def temperatures():
    for row in csv.DictReader(io.StringIO(RAW)):
        t = row["temp"]
        yield float(t)
