// One piece on the board: where it stands and how it moves there. It stands toward the viewer,
// or lies face up in the top view; PieceBody draws it. The 元帥 stands on a gold plate; a piece
// shown by a combat glows for a moment. It moves as the presenter's Motion describes the step
// being shown: it slides (on an arc over other pieces), meets the piece it attacks, topples
// when removed and turns over when the end reveals it.
import QtQuick
import QtQuick3D
import Gunjin.Ui

Node {
    id: root
    required property int side
    required property bool own
    required property string label
    required property bool revealed
    required property bool marshal
    required property bool flash
    required property bool remembered
    // The player's guess note on this hidden piece (kanji), "" for none.
    required property string guess
    // A small line under the kanji (English names), "" for none.
    property string caption: ""
    required property int square
    required property bool alive
    // The piece id (the model's row): a Motion step names the pieces it moves by id.
    required property int index
    // Textures every piece shares (BoardScene makes one of each): the 白木 grain and the
    // contact shadow.
    property Texture woodGrain: null
    property Texture contactShadow: null
    // The presenter's motion (null: every change jumps).
    property Motion motion: null
    // Where a square lies in the scene (BoardScene's layout), or null: a loser is knocked away
    // from what beat it.
    property var placeOf: null
    property vector3d target
    property bool flat: false
    // The chosen piece is lifted a little, clear of its frame; one the player may pick rises a
    // touch under the pointer (a play-tester missed any answer to the pointer).
    property bool lifted: false
    property bool hovered: false

    readonly property real w: look.w
    readonly property real h: look.h
    readonly property real d: look.d
    // The face plate, for tests that look at what is drawn on it.
    readonly property alias face: look.face
    readonly property alias faceData: look.faceData

    // Where the piece is drawn: `travel` of its way from `origin` to `target` (1: there),
    // lifted on an arc `hopHeight` high while it hops over other pieces. A change of target
    // outside a Motion step (another viewer, a flipped board, a review's jump) is a jump.
    property vector3d origin: target
    property real travel: 1
    property real hopHeight: 0
    // The square it stood on before the latest change of target.
    property vector3d settled
    // 0 standing; 1 fallen and gone (a removed piece topples, then fades).
    property real fall: alive ? 0 : 1
    // The reveal's turn, in degrees about the piece's own upright axis: 180 shows its back.
    property real turn: 0
    // The label before the latest change: a face shown during a step turns over.
    property string shownLabel: label
    // Something is animating (tests wait for it).
    readonly property bool moving: travelAnim.running || fallAnim.running || turnAnim.running

    // Where the arc comes down (of the way): an attacker lands where it meets its opponent.
    property real arcEnd: 1
    position: Qt.vector3d(origin.x + (target.x - origin.x) * travel,
                          hopHeight * Math.sin(Math.PI * Math.min(1, travel / arcEnd)),
                          origin.z + (target.z - origin.z) * travel)
    // The fall's phases: tipping over (accelerating, as a thing falls) with a small bounce
    // where it lands, lying still, then sinking into the board as it fades.
    // It lies still for about a third of the fall: a play-tester saw a beaten attacker gone
    // before they could tell which piece had left.
    readonly property real tip: fall < 0.42 ? Math.pow(fall / 0.42, 2)
                                : fall < 0.52 ? 1 - 0.07 * Math.sin(Math.PI * (fall - 0.42) / 0.1) : 1
    readonly property real sink: Math.max(0, (fall - 0.76) / 0.24)
    // The way it falls, on the board (a unit vector in x-z): away from the attacker that beat
    // it, back the way a beaten attacker came, away from a strike's target; backward (away
    // from the viewer) when there is nothing to go by.
    property vector3d knock: Qt.vector3d(0, 0, -1)
    // How far it tips, in degrees: to the board, or - when every way is blocked by a standing
    // neighbour - only until it leans against it (a play-test saw a loser lie through the piece
    // beside it).
    property real tipAngle: 84
    // Whether another standing piece than this one stands at a point of the board, or the point
    // is off it (BoardScene).
    property var standingAt: null
    readonly property real knockYaw: Math.atan2(knock.x, knock.z) * 180 / Math.PI
    opacity: alive ? 1 : Math.max(0, 1 - sink)
    visible: opacity > 0.01

    Component.onCompleted: settled = target

    // The step being shown, if it animates.
    function liveStep() {
        const s = motion ? motion.step : null
        return s && s.active ? s : null
    }

    onTargetChanged: {
        const s = liveStep()
        // A copy: a vector3d read from a property stays a reference to that property.
        const from = Qt.vector3d(settled.x, settled.y, settled.z)
        settled = target
        travelAnim.stop()
        if (!s || s.slide <= 0 || !visible) {
            origin = target
            travel = 1
            hopHeight = 0
            arcEnd = 1
            return
        }
        const mine = s.mover === index
        origin = from
        // The attacker stops where it meets the defender.
        const meet = mine && s.kind === "combat" ? meetShare(from, target, s) : 1
        const way = Math.hypot(target.x - from.x, target.z - from.z)
        // Over other pieces, high enough to clear them all the way (at 90 it passed through
        // their tops); a longer way over empty squares on a low arc; one square, a small lift.
        hopHeight = !mine ? 0 : s.hop ? h + 70 : way > 150 ? 40 : 14
        arcEnd = meet
        toMeet.to = meet
        toMeet.duration = s.slide
        atContact.duration = meet < 1 ? s.contact + s.topple * 0.6 : 0
        // The winner settles on the square; a loser stays where it met its opponent.
        toSquare.from = meet
        toSquare.to = meet < 1 && !alive ? meet : 1
        toSquare.duration = meet < 1 ? s.settle : 0
        travel = 0
        travelAnim.start()
    }

    // The share of the way from a to b where an attacker meets its defender: as far short of
    // it as Motion's meeting point says, on the board as it is drawn (across the river, wider
    // than a square's step, a share of the way in squares stopped it over the water).
    function meetShare(a, b, s) {
        const way = Math.hypot(b.x - a.x, b.z - a.z)
        return way > 0 ? Math.max(0, 1 - (1 - s.meet) * s.squares * 100 / way) : 1
    }
    function meetingPoint(a, b, s) {
        const t = meetShare(a, b, s)
        return Qt.vector3d(a.x + (b.x - a.x) * t, 0, a.z + (b.z - a.z) * t)
    }

    onAliveChanged: {
        fallAnim.stop()
        if (alive) {
            fall = 0
            return
        }
        const s = liveStep()
        if (!s || s.topple <= 0) {
            fall = 1
            return
        }
        // A missile launched by a strike leaves at once (its flight is the strike's cue), as
        // does the opponent missile that rises to meet it in an air collision.
        const launched = s.kind === "strike" && (s.mover === index || (s.intercept >= 0 && s.other === index))
        knock = knockFrom(s, launched)
        tipAngle = 84
        // A beaten attacker falls where it met its opponent, back the way it came - over
        // pieces, when it flew.
        const at = s.mover === index && placeOf && s.from >= 0 && s.to >= 0
                   ? meetingPoint(placeOf(s.from), placeOf(s.to), s) : settled
        if (!launched && !clearWay(knock, at)) {
            // Aside rather than through a neighbour; a loser in a crowd leans on it.
            const left = Qt.vector3d(-knock.z, 0, knock.x), right = Qt.vector3d(knock.z, 0, -knock.x)
            if (clearWay(left, at))
                knock = left
            else if (clearWay(right, at))
                knock = right
            else
                tipAngle = 58
        }
        fall = 0
        beforeFall.duration = launched ? 0 : s.toppleAt
        falling.duration = launched ? s.flight * 0.3 : s.topple
        fallAnim.start()
    }

    function knockFrom(s, launched) {
        const backward = Qt.vector3d(0, 0, -1)
        if (!placeOf || launched)
            return backward
        let dx = 0, dz = 0
        if (s.kind === "combat" && s.from >= 0 && s.to >= 0) {
            const a = placeOf(s.from), b = placeOf(s.to)
            const sign = s.mover === index ? -1 : 1
            dx = sign * (b.x - a.x)
            dz = sign * (b.z - a.z)
        } else if (s.kind === "strike" && s.to >= 0) {
            const b = placeOf(s.to)
            dx = settled.x - b.x
            dz = settled.z - b.z
        }
        const length = Math.hypot(dx, dz)
        return length < 1 ? backward : Qt.vector3d(dx / length, 0, dz / length)
    }

    // Whether a piece falling from `at` the way v lies clear of the pieces beside it.
    function clearWay(v, at) {
        return !standingAt || !standingAt(Qt.vector3d(at.x + v.x * 100, 0, at.z + v.z * 100), index)
    }

    onLabelChanged: {
        const before = shownLabel
        shownLabel = label
        const s = liveStep()
        turnAnim.stop()
        if (s && s.turn > 0 && before === "" && label !== "" && !own && alive) {
            turning.duration = s.turn
            turnAnim.start()
        } else {
            turn = 0
        }
    }

    SequentialAnimation {
        id: travelAnim
        NumberAnimation { id: toMeet; target: root; property: "travel"; from: 0; easing.type: Easing.InOutCubic }
        PauseAnimation { id: atContact }
        NumberAnimation { id: toSquare; target: root; property: "travel"; easing.type: Easing.OutCubic }
        ScriptAction { script: root.hopHeight = 0 }
    }
    SequentialAnimation {
        id: fallAnim
        PauseAnimation { id: beforeFall }
        NumberAnimation { id: falling; target: root; property: "fall"; from: 0; to: 1 }
    }
    SequentialAnimation {
        id: turnAnim
        NumberAnimation { id: turning; target: root; property: "turn"; from: 180; to: 0; easing.type: Easing.InOutQuad }
    }
    // A click or key skipped the motion: everything stands where the step leaves it.
    Connections {
        target: root.motion
        function onSkipped() {
            travelAnim.complete()
            fallAnim.complete()
            turnAnim.complete()
        }
    }

    // Falling (issue 55: a fall that only faded read as a vanish). The nodes turn the fall's
    // way onto +z (knockYaw), tip the piece over about the edge of its foot on that side -
    // a standing piece until it lies on the board - or, lying in the top view, flip it face
    // down in a small hop as it slides away, turn back, and sink it into the board at the end.
    Node {
        y: -root.sink * root.d
        eulerRotation.y: root.knockYaw
        Node {
            readonly property real edge: root.flat ? 0 : Math.abs(root.knock.x) * root.w / 2
                                                         + Math.abs(root.knock.z) * root.d / 2
            readonly property real centre: root.flat ? root.d / 2 + 1 : 0
            position: Qt.vector3d(0, centre + (root.flat ? Math.sin(Math.PI * Math.min(1, root.tip)) * root.h * 0.55 : 0),
                                  edge + (root.flat ? 30 * root.tip : 0))
            eulerRotation.x: (root.flat ? 180 : root.tipAngle) * root.tip
            Node {
                position: Qt.vector3d(0, -parent.centre, -parent.edge)
                eulerRotation.y: -root.knockYaw
                Node {
                    id: body
                    y: (root.flat ? root.d / 2 + 1 : root.h / 2 + 1) + (root.lifted ? 16 : root.hovered ? 7 : 0)
                    // Standing pieces lean back a little so that their faces read from the
                    // usual camera.
                    eulerRotation.x: root.flat ? -90 : -14
                    Behavior on y { NumberAnimation { duration: 160 } }
                    Behavior on eulerRotation.x { NumberAnimation { duration: 300 } }
                    // The reveal turns the piece over about its own upright axis.
                    Node {
                        eulerRotation.y: root.turn
                        PieceBody {
                            id: look
                            side: root.side
                            label: root.label
                            revealed: root.revealed
                            marshal: root.marshal
                            flash: root.flash
                            remembered: root.remembered
                            guess: root.guess
                            caption: root.caption
                            square: root.square
                            pickable: root.alive
                            woodGrain: root.woodGrain
                        }
                    }
                }
            }
        }
    }

    // A soft contact shadow where the piece meets the board (baked: the only shadow at the low
    // quality level, under the shadow map's at the others), the 元帥's gold base, and a glow
    // while an open judgement shows the piece.
    Model {
        visible: root.alive && root.contactShadow !== null
        source: "#Rectangle"
        y: 0.9
        eulerRotation.x: -90
        scale: root.flat ? Qt.vector3d(root.w * 1.35 / 100, root.h * 1.3 / 100, 1)
                         : Qt.vector3d(root.w * 1.4 / 100, root.d * 3.2 / 100, 1)
        opacity: root.lifted ? 0.35 : 0.62
        castsShadows: false
        receivesShadows: false
        pickable: false
        materials: PrincipledMaterial {
            lighting: PrincipledMaterial.NoLighting
            alphaMode: PrincipledMaterial.Blend
            baseColorMap: root.contactShadow
        }
    }
    Model {
        visible: root.marshal && root.alive
        source: "#Cylinder"
        y: 2
        scale: Qt.vector3d(0.66, 0.04, 0.66)
        // Gold paint rather than metal: with no environment to reflect, a metal reads as a
        // dark hole under the piece.
        materials: PrincipledMaterial {
            baseColor: "#d9ad45"
            metalness: 0.0
            roughness: 0.35
            specularAmount: 0.8
        }
    }
    Model {
        visible: root.flash && root.alive
        source: "#Sphere"
        y: root.h / 2
        scale: Qt.vector3d(1.05, 1.05, 0.5)
        opacity: 0.25
        castsShadows: false
        materials: PrincipledMaterial {
            baseColor: "#fff1a0"
            lighting: PrincipledMaterial.NoLighting
            alphaMode: PrincipledMaterial.Blend
        }
    }
}
