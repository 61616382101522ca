import json

# electronic personal dosimeter uploads, Hp(10) in uSv per task
UPLOADS = """
[
 {"worker": "A17", "task": "valve maintenance", "readings": [12, 8, 15, 9]},
 {"worker": "B02", "task": "filter change", "readings": [4.5, 6.0, 5.2, 7.7]},
 {"worker": "C11", "task": "scaffolding", "readings": [2, 3, 1, 2]},
 {"worker": "A17", "task": "valve maintenance", "readings": [10.5, 11.0, 9.8, 13.1]},
 {"worker": "D40", "task": "sampling", "readings": [0.8, 1.1, 0.9, 1.0]}
]
"""


def load_uploads():
    return json.loads(UPLOADS)
