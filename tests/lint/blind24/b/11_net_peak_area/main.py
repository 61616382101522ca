from analysis import net_peak_area
from runs import load_runs


def main():
    for i, run in enumerate(load_runs()):
        area = net_peak_area(run)
        print(f"run {i}: net area {float(area):.0f}")


if __name__ == "__main__":
    main()
