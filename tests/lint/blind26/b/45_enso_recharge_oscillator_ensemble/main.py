from ensemble import Member


def main():
    members = [Member(i, coupling=0.7 + 0.05 * i, damping=0.9) for i in range(6)]
    for year in range(3):
        peaks = [float(m.run_season().max()) for m in members]
        print(f"year {year}: member Nino3 peaks " + " ".join(f"{p:+.2f}" for p in peaks))


if __name__ == "__main__":
    main()
