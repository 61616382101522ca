from dose import integrated_dose
from logs import read_survey_logs, to_bucket


def main():
    for i, rate in enumerate(read_survey_logs()):
        padded, mask = to_bucket(rate)
        dose, peak = integrated_dose(padded, mask, 10.0)
        print(f"log {i:2d} ({len(rate):3d} samples): {float(dose):.4f} uSv, peak {float(peak):.2f} uSv/h")


if __name__ == "__main__":
    main()
