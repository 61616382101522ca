from service import ExposureService

REQUESTS = [
    {"ccy": "USD", "quantities": [100, -200, 50], "prices": [10.0, 20.5, 99.0]},
    {"ccy": "EUR", "quantities": [300, 25, -75], "prices": [12.0, 40.0, 7.5]},
    {"ccy": "USD", "quantities": [10.5, -3.25, 1.0], "prices": [150.0, 320.0, 41.0]},
    {"ccy": "GBP", "quantities": [-40, 40, 40], "prices": [5.0, 6.0, 7.0]},
]


def main():
    svc = ExposureService({"USD": 1.0, "EUR": 1.08, "GBP": 1.27})
    for req in REQUESTS:
        print(svc.handle(req))


if __name__ == "__main__":
    main()
