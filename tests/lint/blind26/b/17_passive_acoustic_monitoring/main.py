from acoustics import band_levels
from recordings import FS, load_recordings


def main():
    for name, clip in load_recordings():
        lv = band_levels(clip, FS)
        print(f"{name:10s} " + "  ".join(f"{float(v):6.1f}" for v in lv))


if __name__ == "__main__":
    main()
