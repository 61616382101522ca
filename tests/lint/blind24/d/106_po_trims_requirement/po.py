import numpy as np

SIZE_RUN = ("XS", "S", "M", "L", "XL", "XXL")
ORDERS = [
    {"po": "PO-8101", "sizes": {"S": 100, "M": 220, "L": 160}},
    {"po": "PO-8102", "sizes": {"XS": 40, "S": 90, "M": 120, "L": 90, "XL": 40}},
    {"po": "PO-8103", "sizes": {"M": 200, "L": 200, "XL": 120, "XXL": 50}},
]


def size_vector(po):
    return np.array([po["sizes"].get(s, 0) for s in SIZE_RUN], np.float32)
