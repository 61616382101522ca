import numpy as np

from tables import endowment_epv

quotes = [
    {"name": "A. Shah", "age": 34, "term": 25},
    {"name": "B. Okoro", "age": 41, "term": 20},
]
# bulk scheme members come from the scheme file as a NumPy table
scheme_ages = np.array([29, 37, 45, 52])
scheme_terms = np.array([30, 25, 20, 15])

for q in quotes:
    print(q["name"], round(float(endowment_epv(q["age"], q["term"], 0.03)), 5))
for a, n in zip(scheme_ages, scheme_terms):
    print("scheme member", a, round(float(endowment_epv(a, n, 0.03)), 5))
