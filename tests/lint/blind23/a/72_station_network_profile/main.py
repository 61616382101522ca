from gridding import network_mean_profile
from network import StationNetwork


def main():
    net = StationNetwork()
    for hour in range(12):
        reports = net.hourly_reports(hour)
        prof = network_mean_profile(reports)
        print(hour, len(reports), float(prof[6]))


if __name__ == "__main__":
    main()
