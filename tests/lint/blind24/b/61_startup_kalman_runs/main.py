from filter import period_filter
from loader import StartupArchive


def main():
    for run, counts in StartupArchive():
        inv_t = period_filter(counts)
        print(f"startup {run}: {len(counts)} samples, final period {1.0 / float(inv_t[-1]):.1f} s")


if __name__ == "__main__":
    main()
