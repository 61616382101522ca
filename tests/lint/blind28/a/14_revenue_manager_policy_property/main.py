from manager import RevenueManager

HOTELS = [("city", 180, 140.0), ("beach", 320, 210.0), ("airport", 240, 95.0)]


def main():
    rm = RevenueManager({"show_rate": 0.93, "walk_cost": 260.0, "max_extra": 25})
    for day in range(5):
        for name, cap, rate in HOTELS:
            limit = rm.authorize(cap, rate * (1 + 0.05 * day))
            if day == 4:
                print(name, "overbook up to", limit)


if __name__ == "__main__":
    main()
