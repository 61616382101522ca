import json

from service import handle

REQUESTS = [
    {"pose": [0, 0, 0], "waypoint": [2, 1]},
    {"pose": [0.5, 0.2, 0.1], "waypoint": [2, 1], "max_speed": 2},
    {"pose": [1.0, 0.5, 0.3], "waypoint": [2, 1], "max_speed": 0.5},
    {"pose": [1.5, 0.8, 0.4], "waypoint": [3, 3], "max_speed": 1},
    {"pose": [2.0, 1.2, 0.9], "waypoint": [3, 3]},
]


def main():
    for req in REQUESTS:
        print(handle(json.dumps(req)))


if __name__ == "__main__":
    main()
