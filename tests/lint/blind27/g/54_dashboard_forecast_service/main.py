from service import ForecastService


def main():
    svc = ForecastService()
    requests = [
        {"tanks": ["T1", "T2"], "brix": [21.0, 14.5], "temp": [24.0, 22.0]},
        {"tanks": ["T3", "T4", "T5", "T6", "T7"], "brix": [8.0, 3.2, 22.0, 19.0, 11.0], "temp": [18.0, 16.0, 25.0, 24.0, 20.0]},
        {"tanks": ["B1"], "brix": [1.1], "temp": [15.5]},
        {"tanks": ["T1", "T2", "T3"], "brix": [19.5, 12.0, 6.1], "temp": [25.0, 22.5, 17.0]},
    ]
    for r in requests:
        print(svc.handle(r))


if __name__ == "__main__":
    main()
