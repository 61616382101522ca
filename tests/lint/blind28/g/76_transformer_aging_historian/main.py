from historian import Historian
from aging import loss_of_life_hours


def main():
    h = Historian(seed=160)
    for month in range(6):
        temps = h.read(month)
        print(month, temps.dtype, round(float(loss_of_life_hours(temps)), 2))


if __name__ == "__main__":
    main()
