from features import track_summary
from tracks import bucket, synthetic_tracks


def main():
    total_ace = 0.0
    for tr in synthetic_tracks():
        padded, mask = bucket(tr)
        dist, peak, ace = track_summary(padded, mask)
        total_ace += float(ace)
    print("season ACE", round(total_ace, 1))


if __name__ == "__main__":
    main()
