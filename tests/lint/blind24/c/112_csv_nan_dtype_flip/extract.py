import csv
import io
import numpy as np

MONTHS = {
    "jan": "emp,days_worked,overtime\n1,21,4\n2,20,0\n3,19,2\n4,21,7\n",
    "feb": "emp,days_worked,overtime\n1,19,3\n2,,1\n3,20,0\n4,18,5\n",
    "mar": "emp,days_worked,overtime\n1,22,2\n2,21,0\n3,22,6\n4,20,1\n",
}


def parse_cell(x):
    return int(x) if x.strip() else np.nan


def read_month(name):
    rows = list(csv.DictReader(io.StringIO(MONTHS[name])))
    days = np.array([parse_cell(r["days_worked"]) for r in rows])
    ot = np.array([parse_cell(r["overtime"]) for r in rows])
    return days, ot
