import csv
import io

SHEET = """cow,pregnant,dim,weight
101,1,120,640
102,0,45,590
103,1,210,665
"""


def from_sheet():
    for row in csv.DictReader(io.StringIO(SHEET)):
        yield row["cow"], int(row["pregnant"]), float(row["dim"]), float(row["weight"])


def from_app():
    yield "204", True, 150.0, 610.0
    yield "205", False, 30.0, 575.0
