import numpy as np

from tables import endowment_epv

quotes = [
    {"name": "A. Shah", "age": 34, "term": 25},
    {"name": "B. Okoro", "age": 41, "term": 20},
]
# bulk scheme members come from the scheme file as a NumPy table
scheme_ages = np.array([29, 37, 45, 52])
scheme_terms = np.array([30, 25, 20, 15])


def member_records(ages, terms):
    for a, n in zip(ages.tolist(), terms.tolist()):
        yield {"name": f"member aged {a}", "age": a, "term": n}


for q in quotes + list(member_records(scheme_ages, scheme_terms)):
    print(q["name"], round(float(endowment_epv(q["age"], q["term"], 0.03)), 5))
