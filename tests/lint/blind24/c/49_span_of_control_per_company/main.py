from orgdata import department_tables
from analysis import org_summary

for company, table in department_tables():
    means, weighted_eng = org_summary(table)
    print(company, [round(float(v), 2) for v in means], round(float(weighted_eng), 3))
