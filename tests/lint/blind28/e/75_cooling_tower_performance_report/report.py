from cooling_tower import tower_effectiveness


def tower_report(towers, wb, tw, fan):
    rows = []
    for name, info in towers.items():
        if "fouling" in info:
            eff = tower_effectiveness(wb, tw, fan, fouling=info["fouling"])
        else:
            eff = tower_effectiveness(wb, tw, fan)
        rows.append((name, float(eff)))
    return rows
