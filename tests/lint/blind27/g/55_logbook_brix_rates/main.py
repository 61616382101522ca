from logbook import build_logbook, daily_brix
from kinetics import consumption_rate


def main():
    book = build_logbook()
    for tank in ["T1", "T2", "T3", "T4"]:
        mean_drop, max_drop = consumption_rate(daily_brix(book, tank))
        print(f"{tank}: mean drop {float(mean_drop):.2f} Brix/day, fastest {float(max_drop):.2f}")


if __name__ == "__main__":
    main()
