from crack import CrackGrowthModel

# months between ultrasonic inspections on the hanger connection
INSPECTION_INTERVALS = [6, 6, 12, 6, 3, 12, 6]


def main():
    model = CrackGrowthModel(a0=[1.0e-3, 1.5e-3, 0.8e-3], delta_sigma=[60.0, 55.0, 70.0])
    elapsed = 0
    for months in INSPECTION_INTERVALS:
        a = model.advance(months)
        elapsed += months
        print(f"month {elapsed:3d}: crack depth [mm] {[round(float(v) * 1e3, 3) for v in a]}")


if __name__ == "__main__":
    main()
