# visual inspection records: crack lengths (mm) at the 6 monitored cope holes, per inspection
RECORDS = [
    ("2019-04", [12, 8, 15, 0, 5, 9]),
    ("2020-04", [12.5, 8.0, 16.5, 0.0, 5.5, 9.0]),
    ("2021-05", [14, 9, 18, 2, 6, 10]),
    ("2022-04", [15.5, 9.5, 19.0, 3.0, 6.5, 11.0]),
    ("2023-04", [17, 10, 21, 4, 7, 12]),
]
