from camera import benthic_frames
from colour import grey_world_correct


def main():
    for k, source, frame in benthic_frames(7):
        corrected, algae = grey_world_correct(frame)
        print(f"frame {k} ({source}): green-dominant fraction {float(algae):.3f}")


if __name__ == "__main__":
    main()
