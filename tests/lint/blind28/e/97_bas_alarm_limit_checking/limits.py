import csv
import io

# alarm limit sheet maintained by the facilities team; blank cells mean "no limit"
SHEET = """point,low,high
SAT,10,16
RAT,18,
MAT,,30
DSP,0.5,2.0
"""


def load_limits():
    out = {}
    for row in csv.DictReader(io.StringIO(SHEET)):
        out[row["point"]] = (float(row["low"] or "nan"), float(row["high"] or "nan"))
    return out
