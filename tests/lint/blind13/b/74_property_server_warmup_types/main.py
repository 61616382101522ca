import json

from server import ViscosityService

REQUESTS = [{"temperature_K": t, "mass_fraction": c}
            for t, c in [(290, 0.1), (310, 0.4), (335, 0.7), (360, 0.2), (385, 0.9), (300, 0.5)]]


def main():
    svc = ViscosityService()
    svc.warmup()
    for req in REQUESTS:
        print(req, "->", svc.handle(json.dumps(req)))


if __name__ == "__main__":
    main()
