from shifts import SHIFT_LOG, as_flag
from vault import maze_door_dose


def main():
    for s in SHIFT_LOG:
        d = maze_door_dose(s["workload"], as_flag(s["beam_on"]), 210.0, 0.25)
        print(f"{s['shift']}: {float(d):.2f} uSv at the maze door")


if __name__ == "__main__":
    main()
