from dose import contact_dose
from drums import drum_inventories


def main():
    for drum_id, inventory in drum_inventories():
        d = contact_dose(inventory, 0.4)
        print(f"{drum_id} {sorted(inventory)}: {float(d):.2f} uSv/h at contact")


if __name__ == "__main__":
    main()
