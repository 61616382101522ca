from bottom import pick_seabed
from pings import singlebeam_pings


def main():
    for k, depth, buf, n in singlebeam_pings(10):
        est = pick_seabed(buf, n, 0.25)
        print(f"ping {k}: true {depth:6.1f} m, picked {float(est) / 0.9:6.1f} m ({n} valid samples)")


if __name__ == "__main__":
    main()
