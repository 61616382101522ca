import csv
import io

RAW = """trip_id,mode,minutes
1,Bus,22
2,bus,31
3,Rail,18
4,BUS,27
5,rail ,40
6,Bus,12
7,Rail,25
8,bus,19
"""


def read_trips():
    for row in csv.DictReader(io.StringIO(RAW)):
        yield row["mode"].strip().lower(), float(row["minutes"])
