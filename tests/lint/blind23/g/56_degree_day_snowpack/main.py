from snow import degree_day_step
from station import SnowStation


def main():
    for name, seed in [("Bow Summit", 1), ("Sunshine Village", 2)]:
        st = SnowStation(name, seed)
        total_melt = 0.0
        peak = 0.0
        for p, t in st.feed():
            st.swe, melt = degree_day_step(st.swe, p, t, 3.5)
            total_melt += float(melt)
            peak = max(peak, float(st.swe))
        print(f"{name}: peak SWE {peak:.1f} mm, melt {total_melt:.1f} mm")


if __name__ == "__main__":
    main()
