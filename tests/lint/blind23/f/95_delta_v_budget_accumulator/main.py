from campaign import StationKeeping


def main():
    sk = StationKeeping(wet_mass=850.0)
    mass, dv = sk.run(24)
    print(round(float(mass), 3), round(float(dv) * 1000, 3), "m/s")


if __name__ == "__main__":
    main()
