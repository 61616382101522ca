from frames import archive_frames
from measure import peak_snr


def main():
    for i, frame in enumerate(archive_frames()):
        snr = peak_snr(frame.data, frame.sky_level)
        print(f"frame {i}: peak S/N {float(snr):.1f}")


if __name__ == "__main__":
    main()
