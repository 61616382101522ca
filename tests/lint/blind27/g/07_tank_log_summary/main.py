from readings import fake_cellar, parse_log
from metrics import tank_summary


def main():
    for tank_id, rows in enumerate(fake_cellar(6)):
        m = parse_log(rows)
        s = tank_summary(m)
        line = ", ".join(f"{k}={float(v):.4f}" for k, v in s.items())
        print(f"tank {tank_id}: {line}")


if __name__ == "__main__":
    main()
