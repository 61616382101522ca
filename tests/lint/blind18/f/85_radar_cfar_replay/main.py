from cfar import ca_cfar
from replay import CompressedLog, LiveRadar, interleave


def main():
    for i, cube in enumerate(interleave(LiveRadar(0), CompressedLog(1), 6)):
        det = ca_cfar(cube)
        print(f"frame {i} dtype {cube.dtype} detections {int(det.sum())}")


if __name__ == "__main__":
    main()
