from records import StationBatcher, psmsl_like_records
from trend import weighted_trends


def main():
    records = psmsl_like_records(45)
    for names, yrs, msl, w in StationBatcher(records, batch_size=8):
        slope, se = weighted_trends(yrs, msl, w)
        print(f"{names[0]}..{names[-1]}: mean trend {float(slope.mean()):.2f} +/- {float(se.mean()):.2f} mm/yr")


if __name__ == "__main__":
    main()
