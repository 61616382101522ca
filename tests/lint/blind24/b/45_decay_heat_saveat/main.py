from decay_heat import heatup
from scenarios import SCENARIOS, output_times


def main():
    for scn in SCENARIOS:
        ts = output_times(scn)
        temp = heatup(3.0e9, ts)
        print(f"{scn['name']:>22}: coolant {float(temp[-1]):.1f} K after {ts[-1]:.0f} s")


if __name__ == "__main__":
    main()
