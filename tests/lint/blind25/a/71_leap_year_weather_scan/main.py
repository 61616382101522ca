from model import winter_wheat_season
from weather import daily_weather


def main():
    for year in range(2018, 2025):
        w = daily_weather(year)
        biomass, dev = winter_wheat_season(w, 45.0, 1.1)
        print(f"{year}: biomass {float(biomass) / 100:.1f} t/ha, development {float(dev):.2f}")


if __name__ == "__main__":
    main()
