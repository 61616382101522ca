from stations import station_et0, station_records


def main():
    for name, rec in station_records():
        et0 = station_et0(rec)
        print(f"{name}: 30-day ET0 {float(et0.sum()):.1f} mm")


if __name__ == "__main__":
    main()
