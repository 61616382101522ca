from runs import load_run
from features import run_summary


def main():
    table = []
    for run_id in range(6):
        summary = run_summary(load_run(run_id))
        table.append({k: [round(float(v), 3) for v in vals] for k, vals in summary.items()})
        print(run_id, sorted(table[-1]))


if __name__ == "__main__":
    main()
