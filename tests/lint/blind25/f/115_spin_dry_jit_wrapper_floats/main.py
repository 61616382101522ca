from film import spin_dry

RINSE_RECIPES = [(30.0, 1500.0, 20.0), (30.0, 2000.0, 15.0), (25.0, 2500.0, 10.0), (40.0, 1200.0, 30.0)]


def main():
    for h0, rpm, t in RINSE_RECIPES:
        h = spin_dry(h0, rpm, t)
        print(f"{rpm:.0f} rpm for {t:.0f}s: residual film {float(h):.3f} um")


if __name__ == "__main__":
    main()
