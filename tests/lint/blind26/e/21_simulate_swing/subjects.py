import json

SUBJECTS_JSON = '''
[{"id": "P01", "leg": [0.91, 0.35, 1.2]},
 {"id": "P02", "leg": [0.88, 0.30, 1.0]},
 {"id": "P03", "leg": [0.95, 0.40, 1.4]}]
'''

DEFAULT_LEG = (0.90, 0.35, 1.1)


def subject_params():
    for rec in json.loads(SUBJECTS_JSON):
        yield rec["id"], rec["leg"]
