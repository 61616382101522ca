from collate import collate, make_records
from stats import masked_anomaly_stats


def main():
    records = make_records()
    for start in range(0, len(records), 8):
        x, m = collate(records[start:start + 8])
        mean, std, lag1 = masked_anomaly_stats(x, m)
        print(start, float(mean.mean()), float(lag1.mean()))


if __name__ == "__main__":
    main()
