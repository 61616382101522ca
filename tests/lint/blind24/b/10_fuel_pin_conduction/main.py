from config import scenarios
from solver import radial_profile


def main():
    for name, props in scenarios():
        t = radial_profile(props)
        print(f"{name:>13}: centreline {float(t[0]):.0f} K, pellet surface {float(t[-1]):.0f} K")


if __name__ == "__main__":
    main()
