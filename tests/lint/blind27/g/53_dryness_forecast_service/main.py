from service import FermentationForecastService


def main():
    svc = FermentationForecastService()
    requests = [
        {"tanks": ["T1", "T2", "T3", "T4"], "brix": [21.0, 14.5, 8.0, 3.2], "temp": [24.0, 22.0, 18.0, 16.0]},
        {"tanks": ["T1", "T2", "T3", "T4"], "brix": [19.5, 12.0, 6.1, 2.0], "temp": [25.0, 22.5, 17.0, 16.0]},
        {"tanks": ["T1", "T2", "T3", "T4"], "brix": [17.0, 9.8, 4.2, 1.1], "temp": [25.5, 23.0, 17.0, 15.5]},
    ]
    for r in requests:
        print(svc.handle(r))


if __name__ == "__main__":
    main()
