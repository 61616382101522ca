from dose import annual_summary
from records import badge_records


def main():
    for worker, readings in badge_records().items():
        total, upper = annual_summary(readings)
        print(f"{worker}: {len(readings):2d} months, {float(total):.3f} mSv (upper {float(upper):.3f})")


if __name__ == "__main__":
    main()
