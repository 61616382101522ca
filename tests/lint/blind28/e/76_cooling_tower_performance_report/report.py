from cooling_tower import tower_effectiveness


def tower_report(towers, wb, tw, fan):
    rows = []
    for name, info in towers.items():
        eff = tower_effectiveness(wb, tw, fan, fouling=info.get("fouling", 0.0))
        rows.append((name, float(eff)))
    return rows
