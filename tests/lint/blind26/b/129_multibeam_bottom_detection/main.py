from bottom import detect_bottom
from pings import multibeam_pings, pad_to_multiple


def main():
    for k, depth, amp in multibeam_pings(10):
        padded, n = pad_to_multiple(amp)
        est = detect_bottom(padded, n, 0.25)
        print(f"ping {k}: true {depth:6.1f} m, detected {float(est) / 0.9:6.1f} m (window {len(padded)} samples)")


if __name__ == "__main__":
    main()
