from server import handle

REQUESTS = [
    {"state": [0.0, 0.0], "goal": 1.0, "horizon": 12},
    {"state": [0.5, 0.1], "goal": 1.0, "horizon": 20},
    {"state": [0.2, 0.0], "goal": -1.0, "horizon": 15},
    {"state": [0.0, 0.3], "goal": 0.5, "horizon": 12},
    {"state": [1.0, 0.0], "goal": 0.0, "horizon": 30},
    {"state": [0.4, 0.0], "goal": 2.0, "horizon": 25},
]


def main():
    for req in REQUESTS:
        reply = handle(req)
        print(req["horizon"], len(reply["controls"]), round(reply["controls"][0], 4))


if __name__ == "__main__":
    main()
