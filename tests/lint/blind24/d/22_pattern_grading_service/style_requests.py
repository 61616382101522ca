import json

DEFAULT_INCREMENTS = (1.0, 0.8, 0.6)

CUSTOM = [
    '{"style": "blazer", "increments": [1.2, 1.0, 0.7]}',
    '{"style": "tee"}',
    '{"style": "coat", "increments": [1.5, 1.2, 0.9]}',
    '{"style": "polo"}',
]


def load_requests():
    for raw in CUSTOM:
        req = json.loads(raw)
        yield req["style"], req.get("increments", DEFAULT_INCREMENTS)
